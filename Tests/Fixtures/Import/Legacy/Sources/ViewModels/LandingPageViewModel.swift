// LandingPageViewModel.swift
//
// Copyright 2024 Lantern Books. All rights reserved.

import FOSFoundation
import FOSMVVM
import Foundation

public struct LandingPageViewModel: RequestableViewModel {
    public typealias Request = LandingPageRequest

    @LocalizedString public var loadingTitle
    @LocalizedString public var pageTitle

    public var vmId = ViewModelId()

    public init() {}
}

public extension LandingPageViewModel {
    static func stub() -> Self {
        .init()
    }
}
