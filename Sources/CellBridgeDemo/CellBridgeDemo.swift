#if canImport(UIKit)
    import CellBridge
#endif
