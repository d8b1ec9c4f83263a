import SwiftUI

struct TodayView: View {
    @EnvironmentObject var router: Router
    @State private var locked = false

    var body: some View {
        List {
            Button("Focus mode") { locked = true }
            Button("Open inbox") { router.tab = .inbox }
            // Bug (unregistered-destination): this tab's stack registers no destination for Route.
            NavigationLink("Next task", value: Route.task)
        }
        .navigationTitle("Today")
        .fullScreenCover(isPresented: $locked) {
            FocusView()
        }
    }
}

/// Bug (trap): a full-screen cover whose only way on is its help sheet; nothing leads back home.
struct FocusView: View {
    @State private var showingHelp = false

    var body: some View {
        Button("Help") { showingHelp = true }
            .sheet(isPresented: $showingHelp) {
                FocusHelpView(isPresented: $showingHelp)
            }
    }
}

struct FocusHelpView: View {
    @Binding var isPresented: Bool

    var body: some View {
        Button("Close") { isPresented = false }
    }
}
