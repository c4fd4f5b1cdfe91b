import FOSFoundation
import FOSMVVM
import Foundation

/// A ViewModel-owned display enum: raw-less, one localized label per case.
public enum Theme: CaseIterable, Codable, Hashable, Sendable {
    case system
    case light
    case dark

    public var localizableString: LocalizableString {
        .localized(LocalizableRef(for: Self.self, propertyName: String(describing: self)))
    }
}
