#!/usr/bin/env python3
"""Generates a realistic UIKit app tree for benchmarking `cellbridge scan`.

At scale 1: 1,300 Swift files and 180 XIBs. Most files are what real apps are made of (models,
services, networking, UIKit and SwiftUI views, utilities); about a quarter mention cells, hosting or
SwiftUI state (cells, view controllers that register them, data sources). Scale N multiplies every
feature module N times, so the tree grows linearly. Deterministic for a given scale.
"""
import os
import random
import sys

PER_MODULE = {  # files per feature module at scale 1 (10 modules)
    "model": 30, "service": 25, "uikit_view": 20, "swiftui_view": 20, "utility": 6,
    "cell": 18, "view_controller": 6, "data_source": 4, "hosting": 1,
}
FEATURES = ["Home", "Search", "Profile", "Settings", "Checkout", "Orders", "Messages", "Wallet", "Sleep", "Explore"]


def words(rng, n):
    vocab = ["order", "item", "price", "user", "session", "token", "amount", "title", "subtitle", "date",
             "count", "status", "image", "url", "identifier", "summary", "detail", "total", "badge", "rating"]
    return [rng.choice(vocab) for _ in range(n)]


def camel(parts):
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def model(rng, name):
    props = sorted(set(words(rng, 8)))
    fields = "\n".join(f"    let {p}{i}: {rng.choice(['String', 'Int', 'Double', 'Date', 'URL?', 'Bool'])}"
                       for i, p in enumerate(props))
    coding = "\n".join(f'        case {p}{i} = "{p}_{i}"' for i, p in enumerate(props))
    return f"""import Foundation

/// {name} as returned by the API.
struct {name}: Codable, Hashable, Identifiable {{
    let id: UUID
{fields}

    enum CodingKeys: String, CodingKey {{
        case id
{coding}
    }}

    var isRecent: Bool {{
        guard let created = Calendar.current.date(byAdding: .day, value: -7, to: Date()) else {{ return false }}
        return created < Date()
    }}

    func merged(with other: {name}) -> {name} {{
        other.id == id ? other : self
    }}
}}

extension {name} {{
    static func sample(id: UUID = UUID()) -> {name}? {{
        nil
    }}

    var debugSummary: String {{
        "\\(id) \\(String(describing: self).count)"
    }}
}}
"""


def service(rng, name, model_name):
    methods = "\n\n".join(f"""    func {camel(words(rng, 2))}{i}(limit: Int = {rng.randint(5, 50)}) async throws -> [{model_name}] {{
        let request = try makeRequest(path: "/{'/'.join(words(rng, 2))}", query: ["limit": String(limit)])
        let (data, response) = try await session.data(for: request)
        try validate(response)
        return try decoder.decode([{model_name}].self, from: data)
    }}""" for i in range(rng.randint(3, 6)))
    return f"""import Foundation

/// Talks to the backend for {model_name} resources.
final class {name} {{
    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder = {{
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }}()

    init(session: URLSession = .shared, baseURL: URL) {{
        self.session = session
        self.baseURL = baseURL
    }}

{methods}

    private func makeRequest(path: String, query: [String: String]) throws -> URLRequest {{
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.map {{ URLQueryItem(name: $0.key, value: $0.value) }}
        guard let url = components?.url else {{ throw URLError(.badURL) }}
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }}

    private func validate(_ response: URLResponse) throws {{
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {{
            throw URLError(.badServerResponse)
        }}
    }}
}}
"""


def uikit_view(rng, name):
    labels = [camel(words(rng, 2)) + f"Label{i}" for i in range(rng.randint(2, 5))]
    decls = "\n".join(f"    private let {l} = UILabel()" for l in labels)
    setup = "\n".join(f"        {l}.font = .preferredFont(forTextStyle: .body)\n        stack.addArrangedSubview({l})" for l in labels)
    return f"""import UIKit

/// A {name} used on several screens.
final class {name}: UIView {{
    private let stack = UIStackView()
{decls}

    override init(frame: CGRect) {{
        super.init(frame: frame)
        stack.axis = .vertical
        stack.spacing = {rng.randint(2, 16)}
        addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
{setup}
    }}

    required init?(coder: NSCoder) {{ nil }}

    func apply(texts: [String]) {{
        for (label, text) in zip(stack.arrangedSubviews.compactMap {{ $0 as? UILabel }}, texts) {{
            label.text = text
        }}
    }}
}}
"""


def swiftui_view(rng, name, with_navigation):
    rows = "\n".join(f'                Text("{" ".join(words(rng, 3))}").font(.{rng.choice(["body", "headline", "caption"])})'
                     for _ in range(rng.randint(3, 7)))
    body = f"""        List {{
            Section(header: Text("{name}")) {{
{rows}
            }}
        }}"""
    if with_navigation:
        body = "        NavigationStack {\n" + body.replace("\n", "\n    ") + "\n            .navigationTitle(\"" + name + "\")\n        }"
    return f"""import SwiftUI

/// {name} screen content.
struct {name}: View {{
    @ObservedObject var model: {name}Model
    @State private var isExpanded = false

    var body: some View {{
{body}
    }}
}}

final class {name}Model: ObservableObject {{
    @Published var items: [String] = []
    @Published var isLoading = false

    func reload() {{
        isLoading = true
        items = (0..<{rng.randint(5, 30)}).map {{ "row \\($0)" }}
        isLoading = false
    }}
}}
"""


def utility(rng, name):
    return f"""import Foundation

enum {name} {{
    static func format(_ value: Double, fractionDigits: Int = {rng.randint(0, 3)}) -> String {{
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }}

    static func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {{
        min(max(value, range.lowerBound), range.upperBound)
    }}

    static func chunked<T>(_ items: [T], size: Int) -> [[T]] {{
        stride(from: 0, to: items.count, by: size).map {{ Array(items[$0..<min($0 + size, items.count)]) }}
    }}
}}
"""


def cell_swift(rng, name, lane):
    outlets = ["titleLabel", "subtitleLabel", "iconView"] + (["laneView"] if lane else [])
    types = {"titleLabel": "UILabel", "subtitleLabel": "UILabel", "iconView": "UIImageView", "laneView": "UICollectionView"}
    decls = "\n".join(f"    @IBOutlet private weak var {o}: {types[o]}!" for o in outlets)
    return f"""import UIKit

final class {name}ViewModel: CollectionCellViewModel {{
    let title: String
    let subtitle: String

    init(title: String, subtitle: String) {{
        self.title = title
        self.subtitle = subtitle
    }}

    var className: String {{ {name}.className }}
}}

final class {name}: UICollectionViewCell, ConfigurableCell {{
{decls}

    func configure(with viewModel: CollectionCellViewModel) {{
        guard let viewModel = viewModel as? {name}ViewModel else {{ return }}
        titleLabel.text = viewModel.title
        subtitleLabel.text = viewModel.subtitle
    }}

    override func prepareForReuse() {{
        super.prepareForReuse()
        titleLabel.text = nil
        subtitleLabel.text = nil
    }}
}}
"""


def cell_xib(rng, name, lane):
    inner = ""
    if lane:
        inner = f"""                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-cv-009">
                        <rect key="frame" x="0.0" y="60" width="375" height="120"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="{name[:3]}-fl-010">
                            <size key="itemSize" width="100" height="120"/>
                        </collectionViewFlowLayout>
                    </collectionView>
"""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="{name}" id="{name[:3]}-00-cel" customClass="{name}" customModule="App" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="375" height="{180 if lane else 80}"/>
            <autoresizingMask key="autoresizingMask"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0.0" y="0.0" width="375" height="{180 if lane else 80}"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="{rng.randint(4, 16)}" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-st-001">
                        <rect key="frame" x="16" y="8" width="343" height="56"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="{rng.choice(['star', 'bell', 'cart', 'person'])}" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-iv-002">
                                <rect key="frame" x="0.0" y="8" width="40" height="40"/>
                            </imageView>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-st-003">
                                <rect key="frame" x="52" y="8" width="291" height="40"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{' '.join(words(rng, 2)).title()}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-lb-004">
                                        <rect key="frame" x="0.0" y="0.0" width="291" height="20"/>
                                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{' '.join(words(rng, 4))}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{name[:3]}-lb-005">
                                        <rect key="frame" x="0.0" y="22" width="291" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
{inner}                </subviews>
            </view>
            <size key="customSize" width="375" height="{180 if lane else 80}"/>
            <connections>
                <outlet property="iconView" destination="{name[:3]}-iv-002" id="{name[:3]}-o1-006"/>
                <outlet property="titleLabel" destination="{name[:3]}-lb-004" id="{name[:3]}-o2-007"/>
                <outlet property="subtitleLabel" destination="{name[:3]}-lb-005" id="{name[:3]}-o3-008"/>
            </connections>
            <point key="canvasLocation" x="138" y="154"/>
        </collectionViewCell>
    </objects>
</document>
"""


def view_controller(name, cells, view_name):
    registrations = "\n".join(
        f'        collectionView.register(UINib(nibName: "{c}", bundle: nil), forCellWithReuseIdentifier: {c}.className)'
        for c in cells)
    return f"""import SwiftUI
import UIKit

final class {name}: UIViewController {{
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private lazy var dataSource = SharedCollectionDataSource()

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.addSubview(collectionView)
{registrations}
        collectionView.dataSource = dataSource
    }}

    func openDetail() {{
        let controller = UIHostingController(rootView: {view_name}(model: {view_name}Model()))
        navigationController?.pushViewController(controller, animated: true)
    }}
}}
"""


def data_source(name, cells, switching):
    if switching:
        configure = "\n".join(f"""        if let typed = cell as? {c} {{
            typed.configure(with: viewModel)
        }}""" for c in cells)
    else:
        configure = "        (cell as? ConfigurableCell)?.configure(with: viewModel)"
    return f"""import UIKit

final class {name}: NSObject, UICollectionViewDataSource {{
    var items: [CollectionCellViewModel] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {{
        items.count
    }}

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {{
        let viewModel = items[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className, for: indexPath)
{configure}
        return cell
    }}
}}
"""


def hosting(name):
    return f"""import CellBridge
import SwiftUI
import UIKit

final class {name}: HostingCollectionViewCell {{}}
"""


def shared():
    return """import UIKit

protocol CollectionCellViewModel {
    var className: String { get }
}

protocol ConfigurableCell: UICollectionViewCell {
    func configure(with viewModel: CollectionCellViewModel)
}

extension NSObject {
    static var className: String { String(describing: self) }
}

final class SharedCollectionDataSource: NSObject, UICollectionViewDataSource {
    var items: [CollectionCellViewModel] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let viewModel = items[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className, for: indexPath)
        (cell as? ConfigurableCell)?.configure(with: viewModel)
        return cell
    }
}
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate_app.py OUTPUT_DIR SCALE")
    root, scale = sys.argv[1], int(sys.argv[2])
    rng = random.Random(1300 * scale)
    swift_count = xib_count = 0
    write(os.path.join(root, "App.xcodeproj/project.pbxproj"), "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
    write(os.path.join(root, "Shared/SharedCollectionDataSource.swift"), shared())
    swift_count += 1
    for copy in range(scale):
        for feature in FEATURES:
            module = f"{feature}{copy if copy else ''}"
            base = os.path.join(root, "Features", module)
            prefix = module
            models = [f"{prefix}Model{i}" for i in range(PER_MODULE["model"])]
            for m in models:
                write(os.path.join(base, "Models", m + ".swift"), model(rng, m))
            for i in range(PER_MODULE["service"]):
                write(os.path.join(base, "Services", f"{prefix}Service{i}.swift"),
                      service(rng, f"{prefix}Service{i}", rng.choice(models)))
            for i in range(PER_MODULE["uikit_view"]):
                write(os.path.join(base, "Views", f"{prefix}BadgeView{i}.swift"), uikit_view(rng, f"{prefix}BadgeView{i}"))
            views = [f"{prefix}Screen{i}" for i in range(PER_MODULE["swiftui_view"])]
            for i, v in enumerate(views):
                write(os.path.join(base, "SwiftUI", v + ".swift"), swiftui_view(rng, v, i == 0))
            for i in range(PER_MODULE["utility"]):
                write(os.path.join(base, "Support", f"{prefix}Formatting{i}.swift"), utility(rng, f"{prefix}Formatting{i}"))
            cells = [f"{prefix}Row{i}Cell" for i in range(PER_MODULE["cell"])]
            for i, c in enumerate(cells):
                lane = i == 0
                write(os.path.join(base, "Cells", c + ".swift"), cell_swift(rng, c, lane))
                write(os.path.join(base, "Cells", c + ".xib"), cell_xib(rng, c, lane))
                xib_count += 1
            for i in range(PER_MODULE["view_controller"]):
                chunk = cells[i * 3:(i + 1) * 3]
                write(os.path.join(base, "Screens", f"{prefix}ViewController{i}.swift"),
                      view_controller(f"{prefix}ViewController{i}", chunk, views[i % len(views)]))
            for i in range(PER_MODULE["data_source"]):
                write(os.path.join(base, "Screens", f"{prefix}DataSource{i}.swift"),
                      data_source(f"{prefix}DataSource{i}", cells[:4], i == 0))
            for i in range(PER_MODULE["hosting"]):
                write(os.path.join(base, "Cells", f"{prefix}Hosted{i}Cell.swift"), hosting(f"{prefix}Hosted{i}Cell"))
            swift_count += sum(PER_MODULE.values())
    print(f"{swift_count} Swift files, {xib_count} XIBs in {root}")


if __name__ == "__main__":
    main()
