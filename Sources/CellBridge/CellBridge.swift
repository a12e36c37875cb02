#if canImport(UIKit)
    @_exported import CellBridgeCore
#endif
