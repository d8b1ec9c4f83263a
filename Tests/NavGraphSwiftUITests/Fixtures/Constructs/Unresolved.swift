// swift-format-ignore-file
import SwiftUI

protocol Navigating {
    func push(_ screen: String)
}

@main
struct UnresolvedApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HubView(navigator: nil)
            }
        }
    }
}

struct HubView: View {
    @State private var showPromo = false
    @State private var showLegal = false
    @Environment(\.navigator) private var navigator: Navigating
    let coordinator: AnyObject?
    let destination: AnyView = AnyView(Text("x"))

    var body: some View {
        VStack {
            Button("Promo") { showPromo = true }
            Button("Legal") { showLegal = true }
            Button("Next") { navigator.push("next") }
            Button("Coordinator") { coordinator?.pushDetail() }
            NavigationLink("Elsewhere", destination: destination)
        }
        .sheet(isPresented: $showPromo) {
            makePromo()
        }
        .fullScreenCover(isPresented: $showLegal) {
            LegalFactory.view()
        }
    }
}
