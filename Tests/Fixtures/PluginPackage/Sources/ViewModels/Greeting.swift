// Hand-written code next to the generated ContactViewModel (which the build plugin puts in
// its work folder, not here).
import FOSMVVM

@ViewModel
public enum Greeting {
    public static func text() -> String {
        "Hello, \(ContactViewModel.stub().displayName)!"
    }
}
