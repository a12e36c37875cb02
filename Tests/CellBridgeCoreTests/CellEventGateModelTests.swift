import CellBridgeCore
import XCTest

/// Rule, over random sequences of what UIKit does to a cell (configure for another item, for the
/// same item, without identities; prepare for reuse, several times before a configure): an event is
/// delivered exactly when the content that sent it is the content the cell shows now, counting a
/// same-item return after reuse as the same content. The model names contents by session, not by
/// stamp, so a stamp handed out twice or a reuse remembered from the wrong time shows up as a
/// disagreement.
final class CellEventGateModelTests: XCTestCase {
    private struct Model {
        private var sessions = 0
        private(set) var current = 0
        private var beforeReuse: Int?

        mutating func configure(_ continuity: ItemContinuity) {
            switch continuity {
            case .anotherItem: current = newSession()
            case .sameItem: if let beforeReuse { current = beforeReuse }
            case .unknown: break
            }
            beforeReuse = nil
        }

        mutating func prepareForReuse() {
            if beforeReuse == nil { beforeReuse = current }
            current = newSession()
        }

        private mutating func newSession() -> Int {
            sessions += 1
            return sessions
        }
    }

    func testEventsAreDeliveredExactlyWhileTheirContentIsShown() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            var gate = CellEventGate()
            var model = Model()
            // Every stamp seen, with the content it stamped: the initial one too, before any configure.
            var sessionOfStamp: [ContentGeneration: Int] = [gate.current: model.current]
            var steps: [String] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    gate.prepareForReuse()
                    model.prepareForReuse()
                    steps.append("reuse")
                default:
                    let continuity = [ItemContinuity.anotherItem, .sameItem, .unknown].randomElement(using: &random)!
                    let stamp = gate.configure(continuity: continuity)
                    model.configure(continuity)
                    steps.append("configure(\(continuity))")
                    XCTAssertEqual(stamp, gate.current, "configure returns the stamp of what is shown")
                }
                if let earlier = sessionOfStamp[gate.current], earlier != model.current {
                    XCTFail("seed \(seed): one stamp for two contents after \(steps)")
                    break
                }
                sessionOfStamp[gate.current] = model.current
                for (stamp, session) in sessionOfStamp {
                    let delivered = gate.deliversUnpositioned(sentBy: stamp)
                    guard delivered == (session == model.current) else {
                        XCTFail(
                            "seed \(seed): an event of content \(session) is \(delivered ? "" : "not ")delivered "
                                + "while content \(model.current) is shown, after \(steps)")
                        return
                    }
                }
            }
        }
    }

    /// The content shown before the first configure (none) never lends its stamp to a real one.
    func testTheFirstContentsStampIsNotTheInitialOne() {
        var gate = CellEventGate()
        let initial = gate.current
        _ = gate.configure(continuity: .anotherItem)
        XCTAssertFalse(gate.deliversUnpositioned(sentBy: initial))
    }
}
