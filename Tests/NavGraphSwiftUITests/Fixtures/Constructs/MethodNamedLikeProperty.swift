// swift-format-ignore-file
import SwiftUI

// Inside a router, an unqualified call to a method named like one of its properties (`cover(.help)`
// beside `@Published var cover: Cover?`) calls the method.

enum Cover: String, Identifiable {
    case help, about
    var id: String { rawValue }
}

final class Desk: ObservableObject {
    @Published var cover: Cover?

    func openHelp() { cover(.help) }

    private func cover(_ cover: Cover) { self.cover = cover }
}

@main
struct DeskApp: App {
    @StateObject private var desk = Desk()

    var body: some Scene {
        WindowGroup {
            DeskView()
                .environmentObject(desk)
        }
    }
}

struct DeskView: View {
    @EnvironmentObject private var desk: Desk

    var body: some View {
        Button("Help") { desk.openHelp() }
            .fullScreenCover(item: $desk.cover) { cover in
                switch cover {
                case .help: HelpCover()
                case .about: AboutCover()
                }
            }
    }
}

struct HelpCover: View {
    var body: some View { Text("Help") }
}

struct AboutCover: View {
    var body: some View { Text("About") }
}
