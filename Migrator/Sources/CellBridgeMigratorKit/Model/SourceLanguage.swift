/// The language a cell's class is written in; `nil` in the inventory for a cell only Interface Builder knows
/// (UIKit's own class laid out in a XIB or a prototype, or a class declared outside the scanned tree).
public enum SourceLanguage: String, Sendable, Codable, CaseIterable {
    case swift
    case objectiveC
}
