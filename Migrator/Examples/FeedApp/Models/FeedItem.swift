import Foundation

/// One entry of the home feed as the API returns it.
struct FeedItem: Decodable, Hashable {
    enum Kind: String, Decodable {
        case banner, profile, promotion, sleep, lane, chart, tag, weather
    }

    let id: UUID
    let kind: Kind
    let title: String
    let subtitle: String?
    let imageName: String?
    let children: [FeedItem]
}

struct SleepSample: Decodable, Hashable {
    let date: Date
    let hours: Double
}
