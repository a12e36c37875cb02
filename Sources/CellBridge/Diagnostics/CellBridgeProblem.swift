#if canImport(UIKit)
    import Foundation

    /// Something CellBridge could not do as asked, and what it did instead.
    ///
    /// A `className` no cell answers to, a legacy cell nothing configures, a header that is not a
    /// header-footer view: each is reported once (in the unified log, subsystem `CellBridge`, and to
    /// ``CellBridgeSettings/onProblem``), and the app keeps running with the fallback, in debug builds
    /// too. The message says what to change.
    ///
    /// ```swift
    /// // In a UI test target, make every problem a failure:
    /// CellBridgeSettings.onProblem = { problem in XCTFail(problem.message) }
    /// ```
    public struct CellBridgeProblem: Hashable, Sendable, CustomStringConvertible {
        /// What went wrong, what CellBridge showed instead, and what to change.
        public let message: String

        public var description: String { message }
    }
#endif
