#import "OCFeedDataSource.h"
@import CellBridge;  // CELLBRIDGE GLUE

@interface OCFeedDataSource ()
@property (nonatomic, strong) CBCollectionCellBridge *bridge;  // CELLBRIDGE GLUE
@end

@implementation OCFeedDataSource

- (instancetype)initWithCollectionView:(UICollectionView *)collectionView
                  parentViewController:(UIViewController *)parentViewController {
    if ((self = [super init])) {
        _items = @[];
        // The app registers its XIB cells itself, as it always has.
        [collectionView registerNib:[UINib nibWithNibName:@"OCBannerCell" bundle:nil]
            forCellWithReuseIdentifier:@"OCBannerCell"];
        _bridge = [[CBCollectionCellBridge alloc] initWithCollectionView:collectionView  // CELLBRIDGE GLUE
                                                    parentViewController:parentViewController  // CELLBRIDGE GLUE
                                                      legacyCellsByBridge:NO];  // CELLBRIDGE GLUE
        collectionView.dataSource = self;
        // Every display, highlight and selection forward in one line; this object's own delegate
        // methods (below) still run.
        collectionView.delegate = [_bridge forwardingDelegateTo:self];  // CELLBRIDGE GLUE
        __weak typeof(self) weakSelf = self;
        _bridge.onContentEvent = ^(id event, NSIndexPath *indexPath) {  // CELLBRIDGE GLUE
            NSLog(@"event %@ from item %ld", event, (long)indexPath.item);
            (void)weakSelf;
        };  // CELLBRIDGE GLUE
    }
    return self;
}

- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
    return self.items.count;
}

- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                  cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [self.bridge cellForViewModel:self.items[indexPath.item]  // CELLBRIDGE GLUE
                        inCollectionView:collectionView  // CELLBRIDGE GLUE
                             atIndexPath:indexPath];  // CELLBRIDGE GLUE
}

- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    if (self.onSelect) { self.onSelect(self.items[indexPath.item]); }
}

@end
