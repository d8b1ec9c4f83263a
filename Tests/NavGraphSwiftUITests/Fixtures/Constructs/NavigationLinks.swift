// swift-format-ignore-file
import SwiftUI

@main
struct LinksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LinksView()
            }
        }
    }
}

struct LinksView: View {
    @State private var showHelp = false
    let name = "Ada"

    var body: some View {
        List {
            NavigationLink("Title and destination", destination: TitleDestination())
            NavigationLink(destination: LabelDestination()) {
                Text("Destination and label")
            }
            NavigationLink {
                ClosureDestination()
            } label: {
                Label("Closure and label", systemImage: "star")
            }
            NavigationLink("Title and closure") {
                TitleClosureDestination()
            }
            NavigationLink("Hello \(name)", destination: GreetingView())
            NavigationLink("Help", isActive: $showHelp) {
                HelpView()
            }
            Button("Open help") { showHelp = true }
        }
    }
}

struct TitleDestination: View { var body: some View { Text("1") } }
struct LabelDestination: View { var body: some View { Text("2") } }
struct ClosureDestination: View { var body: some View { Text("3") } }
struct TitleClosureDestination: View { var body: some View { Text("4") } }
struct GreetingView: View { var body: some View { Text("5") } }
struct HelpView: View { var body: some View { Text("6") } }
