// swift-format-ignore-file
import SwiftUI

// Wrapper views whose initializer runs the `@ViewBuilder` closure it is given and stores the view it
// builds (`self.content = content()`), under the parameter's name or another one: the links inside
// belong to the screen whose body holds the wrapper.

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PantryView()
            }
        }
    }
}

struct Panel<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack { content }
    }
}

struct TitledPanel<Body: View>: View {
    let title: String
    private let inner: Body

    init(_ title: String, @ViewBuilder rows: () -> Body) {
        self.title = title
        self.inner = rows()
    }

    var body: some View {
        Section(title) { inner }
    }
}

struct PantryView: View {
    var body: some View {
        List {
            Panel {
                NavigationLink("Shelves") { ShelvesView() }
            }
            TitledPanel("Spices") {
                NavigationLink("All spices") { SpicesView() }
            }
        }
    }
}

struct ShelvesView: View {
    var body: some View { Text("Shelves") }
}

struct SpicesView: View {
    var body: some View { Text("Spices") }
}
