# Homebrew formula TEMPLATE for cellbridge. Not published and not usable as is: there is no release yet.
# Before use, replace RELEASE_TARBALL_URL with the URL of a tagged source tarball of this repository and
# RELEASE_TARBALL_SHA256 with its `shasum -a 256`, and HOMEPAGE_URL with the project's page.
# Not tried on a Mac yet (this project's machines are Linux); see Migrator/README.md, "Installing".
class Cellbridge < Formula
  desc "Plans and checks a UIKit app's move of its cells to SwiftUI"
  homepage "HOMEPAGE_URL"
  url "RELEASE_TARBALL_URL"
  sha256 "RELEASE_TARBALL_SHA256"
  license "MIT"

  depends_on xcode: ["15.0", :build]
  depends_on :macos

  def install
    # The swift-syntax package, resolved and built from source, linked statically: no rpath into Xcode.
    ENV["CELLBRIDGE_SWIFT_SYNTAX"] = "package"
    system "make", "-C", "Migrator", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    assert_match "swift-syntax package, linked statically", shell_output("#{bin}/cellbridge --version")
    (testpath/"App/RowCell.swift").write "final class RowCell: UITableViewCell {}\n"
    assert_match "No findings.", shell_output("#{bin}/cellbridge lint #{testpath}/App --no-cache")
  end
end
