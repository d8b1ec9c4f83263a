// swift-format-ignore-file
import Combine
import SwiftUI

// A root switch on a property a view model forwards from an injected service whose type is not in
// the files: `var isSignedIn: Bool { service.isSignedIn }`, re-published by the view model's
// `service.$isSignedIn.sink { _ in self.objectWillChange.send() }`. The sign-in happens in the
// service, out of sight. `FerryModel.hasTickets` forwards too, but nothing subscribes to it.

@main
struct FerryApp: App {
    var body: some Scene {
        WindowGroup { FerryRoot() }
    }
}

final class FerrySession: ObservableObject {
    @Injected(\.service) var service
    private var cancellables = Set<AnyCancellable>()

    var isSignedIn: Bool {
        service.isSignedIn
    }

    init() {
        service.$isSignedIn
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }
}

final class FerryModel: ObservableObject {
    @Injected(\.service) var service

    var hasTickets: Bool {
        service.hasTickets
    }
}

struct FerryRoot: View {
    @StateObject var session = FerrySession()

    var body: some View {
        switch session.isSignedIn {
        case false:
            FerrySignIn()
        case true:
            FerryPiers()
        }
    }
}

struct FerrySignIn: View {
    var body: some View { Text("Sign in") }
}

struct FerryPiers: View {
    @StateObject var model = FerryModel()

    var body: some View {
        NavigationStack {
            if model.hasTickets {
                NavigationLink("Tickets") { FerryTickets() }
            } else {
                NavigationLink("Timetable") { FerryTimetable() }
            }
        }
    }
}

struct FerryTickets: View {
    var body: some View { Text("Tickets") }
}

struct FerryTimetable: View {
    var body: some View { Text("Timetable") }
}
