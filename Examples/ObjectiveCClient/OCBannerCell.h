// A legacy XIB cell and its view model, both in Objective-C.
#import <UIKit/UIKit.h>
@import CellBridge;

NS_ASSUME_NONNULL_BEGIN

@interface OCBannerCellViewModel : NSObject <CBCellViewModel>
@property (nonatomic, copy, readonly) NSString *title;
- (instancetype)initWithTitle:(NSString *)title;
@end

@interface OCBannerCell : UICollectionViewCell <CBConfigurableCell>
@property (nonatomic, weak, nullable) IBOutlet UILabel *titleLabel;
@end

NS_ASSUME_NONNULL_END
