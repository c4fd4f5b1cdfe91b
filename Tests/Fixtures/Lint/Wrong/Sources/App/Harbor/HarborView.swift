import FOSMVVM
import SwiftUI

public struct HarborView: ViewModelView {
    private let viewModel: HarborViewModel

    public init(viewModel: HarborViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.pageTitle)
                .font(.headline)
            Text(viewModel.freeBerthsLabel) + Text(": ") + Text(viewModel.freeBerths)
        }
    }
}
