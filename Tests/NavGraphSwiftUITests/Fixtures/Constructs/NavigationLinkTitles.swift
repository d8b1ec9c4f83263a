// swift-format-ignore-file
import SwiftUI

@main
struct TitledLinksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ShelfView()
            }
        }
    }
}

final class Phrasebook: ObservableObject {
    func phrase(_ key: String) -> String { key }
}

struct BookShelf: Identifiable {
    let id: Int
    let name: String
}

struct ShelfView: View {
    @StateObject private var phrasebook = Phrasebook()
    @State private var showsArchive = false
    private let shelves = [BookShelf(id: 1, name: "Poetry")]
    private let heading = "Archive"

    var body: some View {
        List {
            // A title given by a call, an expression and a property: the trailing closure is the
            // destination, not the label.
            NavigationLink(phrasebook.phrase("all_books")) {
                AllBooksView()
            }
            ForEach(shelves) { shelf in
                NavigationLink(shelf.name) {
                    ShelfDetailView()
                }
            }
            NavigationLink(heading, isActive: $showsArchive) {
                ArchiveView()
            }
            NavigationLink(String(localized: "Settings"), destination: ReadingSettingsView())
            Button("Show the archive") { showsArchive = true }
        }
    }
}

struct AllBooksView: View {
    var body: some View {
        NavigationLink("Open a book") {
            BookView()
        }
    }
}

struct ShelfDetailView: View { var body: some View { Text("Shelf") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
struct ReadingSettingsView: View { var body: some View { Text("Settings") } }
struct BookView: View { var body: some View { Text("Book") } }
