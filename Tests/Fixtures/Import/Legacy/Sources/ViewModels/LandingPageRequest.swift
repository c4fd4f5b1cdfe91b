// LandingPageRequest.swift
//
// Copyright 2024 Lantern Books. All rights reserved.

import FOSFoundation
import FOSMVVM
import Foundation

public final class LandingPageRequest: ViewModelRequest {
    public typealias Query = EmptyQuery
    public let responseBody: LandingPageViewModel?

    public init(query: FOSMVVM.EmptyQuery? = nil, fragment: FOSMVVM.EmptyFragment? = nil, requestBody: FOSMVVM.EmptyBody? = nil, responseBody: LandingPageViewModel? = nil) {
        self.responseBody = responseBody
    }
}
