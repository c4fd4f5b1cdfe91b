// ShelfViewModel.swift
//
// Copyright 2024 Lantern Books. All rights reserved.

import FOSFoundation
import FOSMVVM
import Foundation

/// The books on one shelf of the shop.
public struct ShelfViewModel: RequestableViewModel {
    public typealias Request = ShelfRequest

    @LocalizedString public var heading
    public let shelfName: String
    public let books: [BookRowViewModel]

    public var vmId = ViewModelId(type: Self.self)

    public init(shelfName: String, books: [BookRowViewModel]) {
        self.shelfName = shelfName
        self.books = books
    }

    public static func stub(shelfName: String = "Poetry", books: [BookRowViewModel] = [.stub()]) -> Self {
        .init(shelfName: shelfName, books: books)
    }
}

public final class ShelfRequest: ViewModelRequest {
    public struct Query: ServerRequestQuery {
        public let shelfId: ModelIdType

        public init(shelfId: ModelIdType) {
            self.shelfId = shelfId
        }
    }

    public let query: Query?
    public var responseBody: ShelfViewModel?

    public init(query: Query? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: ShelfViewModel? = nil) {
        self.query = query
        self.responseBody = responseBody
    }
}
