// BookRowViewModel.swift
//
// Copyright 2024 Lantern Books. All rights reserved.

import FOSFoundation
import FOSMVVM
import Foundation

public struct BookRowViewModel: ViewModel {
    @LocalizedString public var buyLabel
    public let id: ModelIdType
    public let title: String
    public let author: String
    public let inStock: Bool

    public let vmId: ViewModelId

    public init(id: ModelIdType, title: String, author: String, inStock: Bool) {
        self.id = id
        self.title = title
        self.author = author
        self.inStock = inStock
        self.vmId = .init(id: id)
    }

    public static func stub(id: ModelIdType = .init(), title: String = "Leaves of Grass", author: String = "Walt Whitman", inStock: Bool = true) -> Self {
        .init(id: id, title: title, author: author, inStock: inStock)
    }

    /// Shown in the list's accessibility label.
    public var summary: String { "\(title), \(author)" }
}
