// swift-format-ignore-file
import SwiftUI

@main
struct FlagsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack { StartScreen() }
                    .tabItem { Text("Start") }
            }
        }
    }
}

struct StartScreen: View {
    @State private var showForm = false

    var body: some View {
        VStack {
            NavigationLink("Checkout", destination: CheckoutScreen())
            Button("Form") { showForm = true }
        }
        .sheet(isPresented: $showForm) { FormScreen() }
    }
}

struct CheckoutScreen: View {
    var body: some View {
        Text("Checkout")
            .navigationBarBackButtonHidden(true)
            .toolbar(.hidden, for: .tabBar)
            .navigationTitle("Checkout")
    }
}

struct FormScreen: View {
    @State private var isSaving = false

    var body: some View {
        Text("Form")
            .interactiveDismissDisabled(isSaving)
    }
}
