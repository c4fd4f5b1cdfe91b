// LandingPageViewModel+Factory.swift
//
// Copyright 2024 Lantern Books. All rights reserved.

import FOSFoundation
import FOSMVVM
import Foundation
import Vapor
import ViewModels

extension LandingPageViewModel: ViewModelFactory {
    public static func model(_ req: Vapor.Request, vmRequest: LandingPageRequest) async throws -> Self {
        .init()
    }
}
