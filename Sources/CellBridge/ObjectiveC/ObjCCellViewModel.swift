#if canImport(UIKit)
    import Foundation

    /// A view model written in Objective-C: the `className` contract, for an Objective-C shared
    /// data source (``ObjCCollectionCellBridge``, ``ObjCTableCellBridge``).
    ///
    /// Swift's ``CollectionCellViewModel`` cannot be adopted in Objective-C; this is the same
    /// contract in a protocol Objective-C can adopt. SwiftUI-backed view models stay Swift classes
    /// (``SwiftUIRenderableCellViewModel``); an Objective-C data source holds both as `id`.
    ///
    /// ```objc
    /// @interface BannerCellViewModel : NSObject <CBCellViewModel>
    /// @end
    /// @implementation BannerCellViewModel
    /// - (NSString *)className { return @"BannerCell"; }
    /// @end
    /// ```
    @objc(CBCellViewModel)
    public protocol ObjCCellViewModel: NSObjectProtocol {
        /// The reuse identifier: the legacy cell's class or nib name.
        var className: String { get }

        /// YES when the app registers this cell itself where the bridge registers the others
        /// (``LegacyCellRegistration/byBridge``): a storyboard prototype, a nib under another name.
        @objc optional var registeredByApp: Bool { get }
    }

    /// A legacy cell written in Objective-C that configures itself from its view model: the
    /// ``ConfigurableCell`` contract in a protocol Objective-C can adopt. The view model arrives as
    /// the object the data source gave (`id`).
    ///
    /// ```objc
    /// @interface BannerCell : UICollectionViewCell <CBConfigurableCell>
    /// @end
    /// @implementation BannerCell
    /// - (void)configureWithViewModel:(id)viewModel { self.titleLabel.text = [viewModel title]; }
    /// @end
    /// ```
    @objc(CBConfigurableCell) @preconcurrency @MainActor
    public protocol ObjCConfigurableCell: NSObjectProtocol {
        @objc(configureWithViewModel:)
        func configure(withViewModel viewModel: Any)
    }

    /// An Objective-C view model seen through the Swift contract.
    struct ObjCViewModelAdapter: CollectionCellViewModel {
        let object: ObjCCellViewModel

        var className: String { object.className }
        var registeredByApp: Bool { object.registeredByApp ?? false }

        /// The view model an Objective-C data source passed (`id`), in the Swift contract: a Swift
        /// view model as it is, an Objective-C one adapted; nil for anything else.
        static func viewModel(from object: Any) -> CollectionCellViewModel? {
            if let swift = object as? CollectionCellViewModel { return swift }
            if let objc = object as? ObjCCellViewModel { return ObjCViewModelAdapter(object: objc) }
            return nil
        }
    }
#endif
