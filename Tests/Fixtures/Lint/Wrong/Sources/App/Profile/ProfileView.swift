import SwiftUI

struct ProfileView: View {
    @State private var viewModel: ProfileViewModel

    var body: some View {
        Form {
            TextField("Bio", text: $viewModel.draftBio)
            Button("Save") {
                Task { await viewModel.save() }
            }
        }
    }
}
