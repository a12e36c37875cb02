import Foundation

/// Loads the home feed. Plain networking: nothing here is UI, so the migrator never parses it.
final class FeedService {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func loadFeed() async throws -> [FeedItem] {
        let (data, response) = try await session.data(from: baseURL.appendingPathComponent("feed"))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode([FeedItem].self, from: data)
    }
}
