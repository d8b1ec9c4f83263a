// swift-format-ignore-file
import SwiftUI

@main
struct ComponentsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack { NewsScreen() }.tabItem { Text("News") }
                NavigationStack { SavedScreen() }.tabItem { Text("Saved") }
            }
        }
    }
}

struct NewsScreen: View {
    var body: some View {
        List {
            ArticleRow()
            Footer()
        }
    }
}

struct SavedScreen: View {
    var body: some View {
        ArticleRow()
    }
}

/// A row: its link belongs to every screen that shows it.
struct ArticleRow: View {
    var body: some View {
        HStack {
            NavigationLink("Read", destination: ArticleScreen())
            ShareButton()
        }
    }
}

/// Inside the row: its link belongs to the row's screens too.
struct ShareButton: View {
    @State private var sharing = false

    var body: some View {
        Button("Share") { sharing = true }
            .sheet(isPresented: $sharing) { ShareScreen() }
    }
}

/// Two components that show each other: the reader stops.
struct Footer: View {
    var body: some View {
        VStack {
            FooterLinks()
        }
    }
}

struct FooterLinks: View {
    var body: some View {
        VStack {
            NavigationLink("About", destination: AboutScreen())
            if false { Footer() }
        }
    }
}

struct ArticleScreen: View { var body: some View { Text("Article") } }
struct ShareScreen: View { var body: some View { Text("Share") } }
struct AboutScreen: View { var body: some View { Text("About") } }
