// swift-format-ignore-file
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
}

@main
struct ItemsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ItemsView()
            }
        }
    }
}

struct ItemsView: View {
    @State private var showAbout = false
    @State private var selected: Item?

    var body: some View {
        VStack {
            Button("About") { showAbout = true }
            Button("First item") { selected = Item(id: 1) }
        }
        .navigationDestination(isPresented: $showAbout) {
            AboutView()
        }
        .navigationDestination(item: $selected) { item in
            ItemDetail(item: item)
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct ItemDetail: View {
    let item: Item
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Back") { dismiss() }
    }
}
