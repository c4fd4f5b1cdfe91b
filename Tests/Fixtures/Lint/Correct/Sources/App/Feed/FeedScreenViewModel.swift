import Foundation
import Observation

/// An @Observable screen in the app target: one state enum, state changed only by its methods,
/// view-triggered actions on-prefixed.
@MainActor @Observable
final class FeedScreenViewModel {
    enum State {
        case idle, loading, loaded([String]), failed(String)
    }

    private(set) var state: State = .idle
    private(set) var filter = "" {
        didSet { refilter() }
    }
    private(set) var visible: [String] = []

    private let feed: FeedService

    init(feed: FeedService) {
        self.feed = feed
    }

    var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }

    func onAppeared() async {
        state = .loading
        do {
            state = .loaded(try await feed.posts())
        } catch {
            state = .failed(error.localizedDescription)
        }
        refilter()
    }

    func onChangedFilter(_ text: String) {
        filter = text
    }

    /// Called by the stream, not by a view: no 'on' prefix needed.
    func handleEvent(_ post: String) {
        if case .loaded(let posts) = state { state = .loaded(posts + [post]) }
    }

    private func refilter() {
        guard case .loaded(let posts) = state else { return }
        visible = filter.isEmpty ? posts : posts.filter { $0.contains(filter) }
    }
}
