// A shared collection-view data source written in Objective-C, the way apps of the XIB era keep
// theirs, that adopts CellBridge: its items are view models (`id`): Objective-C ones adopting
// CBCellViewModel, and Swift ones whose cells moved to SwiftUI. It never learns a feature type.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface OCFeedDataSource : NSObject <UICollectionViewDataSource, UICollectionViewDelegate>

@property (nonatomic, copy) NSArray *items;
@property (nonatomic, copy, nullable) void (^onSelect)(id viewModel);

- (instancetype)initWithCollectionView:(UICollectionView *)collectionView
                  parentViewController:(UIViewController *)parentViewController;

@end

NS_ASSUME_NONNULL_END
