import CellBridgeMigratorKit
import XCTest

/// Patterns found by running the tool on real public UIKit apps, each reduced to a small fixture
/// written for this test: the tool got them wrong before.
final class FieldTestRegressionTests: XCTestCase {
    private func scan(_ files: [String: String]) throws -> ScanReport {
        let project = try TemporaryProject(files)
        return try ProjectScanner().scan(path: project.root)
    }

    private func rules(_ files: [String: String]) throws -> [LintRule] {
        try scan(files).findings.map(\.rule)
    }

    func testATypeNamedLikeACellRegistrationIsNotOne() throws {
        let source = """
            import UIKit
            final class ThreadCell: UITableViewCell {}
            enum TimelineSection {
                struct ThreadCellRegistrationConfiguration { let id: Int }
                static func make(_ tableView: UITableView) -> UITableViewDiffableDataSource<Int, Int> {
                    UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                        dequeue(tableView, indexPath, ThreadCellRegistrationConfiguration(id: item))
                    }
                }
            }
            """
        XCTAssertEqual(try rules(["Timeline.swift": source]), [])
        let real = source.replacingOccurrences(
            of: "dequeue(tableView, indexPath, ThreadCellRegistrationConfiguration(id: item))",
            with: """
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
                        return dequeue(tableView, indexPath, registration)
                """)
        XCTAssertEqual(try rules(["Timeline.swift": real]), [.cellRegistrationInCellProvider])
    }

    func testAClosureThatLooksTheIndexPathUpAgainDoesNotCaptureIt() throws {
        let source = """
            import UIKit
            final class LogsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "log", for: indexPath) as? LogCell
                    cell?.shareAction = { [weak self] cell in
                        if let indexPath = self?.tableView.indexPath(for: cell) {
                            self?.share(at: indexPath)
                        }
                    }
                    return cell!
                }
            }
            """
        XCTAssertEqual(try rules(["Logs.swift": source]), [], "the recommended fix shadows indexPath")
        let captured = source.replacingOccurrences(
            of: "if let indexPath = self?.tableView.indexPath(for: cell) {", with: "if true {")
        XCTAssertEqual(try rules(["Logs.swift": captured]), [.indexPathCapturedInCellAction])
    }

    func testAnimationCompletionsAreNotStoredByTheCell() throws {
        let source = """
            import UIKit
            final class TabCell: UICollectionViewCell {
                func remove() {
                    UIView.animate(withDuration: 0.2, animations: {
                        self.transform = .identity
                    }, completion: { _ in
                        self.isHidden = true
                    })
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: { self.alpha = 1 })
                }
            }
            """
        XCTAssertEqual(try rules(["TabCell.swift": source]), [])
        let stored = """
            import UIKit
            final class TabCell: UICollectionViewCell {
                func observe(_ store: Store) {
                    store.load(completion: { _ in self.isHidden = true })
                }
            }
            """
        XCTAssertEqual(try rules(["TabCell.swift": stored]), [.cellClosureCapturesSelfStrongly])
    }

    func testAReferenceToTheEnclosingListIsNotALaneInsideTheCell() throws {
        let source = """
            import UIKit
            final class ListCell: UICollectionViewCell {
                weak var owner: UITableView?
                var hostingCollectionView: UICollectionView? {
                    var view = superview
                    while view != nil, !(view is UICollectionView) { view = view?.superview }
                    return view as? UICollectionView
                }
                var parentList: UICollectionView? { get { nil } }
            }
            """
        let cell = try XCTUnwrap(scan(["ListCell.swift": source]).cells.first)
        XCTAssertEqual(cell.risk, .low, "\(cell.riskReasons)")
        let lane = """
            import UIKit
            final class LaneCell: UICollectionViewCell {
                @IBOutlet weak var lane: UICollectionView!
            }
            """
        let laneCell = try XCTUnwrap(scan(["LaneCell.swift": lane]).cells.first)
        XCTAssertEqual(laneCell.risk, .high, "a weak outlet is still a view inside the cell")
    }
}
