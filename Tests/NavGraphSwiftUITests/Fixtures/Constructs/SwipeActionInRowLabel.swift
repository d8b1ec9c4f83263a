// swift-format-ignore-file
import SwiftUI

@main
struct GalleyApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { GalleyList() } }
    }
}

struct GalleyList: View {
    @State private var starred = false

    var body: some View {
        List {
            NavigationLink(destination: GalleyDetail()) {
                HStack {
                    Image(systemName: "fork.knife")
                    Text("Soup")
                }
            }
            NavigationLink(destination: GalleyDetail()) {
                Image(systemName: "fork.knife")
                    .swipeActions {
                        Button { starred.toggle() } label: { Text("Star") }
                    }
            }
        }
    }
}

struct GalleyDetail: View {
    var body: some View { Text("Detail") }
}
