import FOSMVVM
import Testing

private struct DockPageViewModel: DockFixture, RequestableViewModel {
    typealias Request = DockPageRequest

    init() {}
}

private final class DockPageRequest: ViewModelRequest, @unchecked Sendable {
    typealias ResponseError = EmptyError

    var responseBody: DockPageViewModel?

    init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: DockPageViewModel? = nil) {
        self.responseBody = responseBody
    }
}

@Suite("Dock page")
struct DockPageTests {
    @Test func stubEncodes() throws {
        _ = try JSONEncoder().encode(DockPageViewModel.stub())
    }
}
