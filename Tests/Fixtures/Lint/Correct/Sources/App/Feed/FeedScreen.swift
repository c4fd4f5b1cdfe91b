import SwiftUI

struct FeedScreen: View {
    @State private var viewModel: FeedScreenViewModel
    @State private var search = ""

    init(feed: FeedService) {
        _viewModel = State(initialValue: FeedScreenViewModel(feed: feed))
    }

    var body: some View {
        List(viewModel.visible, id: \.self) { Text($0) }
            .searchable(text: $search)
            .onChange(of: search) { _, text in viewModel.onChangedFilter(text) }
            .overlay { if viewModel.isLoading { ProgressView() } }
            .task { await viewModel.onAppeared() }
    }
}
