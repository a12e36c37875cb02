#import "OCBannerCell.h"

@implementation OCBannerCellViewModel

- (instancetype)initWithTitle:(NSString *)title {
    if ((self = [super init])) { _title = [title copy]; }
    return self;
}

- (NSString *)className {
    return @"OCBannerCell";
}

@end

@implementation OCBannerCell

- (void)configureWithViewModel:(id)viewModel {
    if (![viewModel isKindOfClass:[OCBannerCellViewModel class]]) { return; }
    self.titleLabel.text = ((OCBannerCellViewModel *)viewModel).title;
}

@end
