// swift-format-ignore-file
import SwiftUI

@main
struct GatekeeperApp: App {
    @StateObject private var gatekeeper = Gatekeeper()

    var body: some Scene {
        WindowGroup {
            LandingView()
                .environmentObject(gatekeeper)
        }
    }
}

final class Gatekeeper: ObservableObject {
    @Published var showsTour = false

    /// Calls its completion handler with a constant: `true` after opening the tour, else `false`.
    func enter(code: String, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async {
            if code.count == 4 {
                self.showsTour = true
                completion(true)
            } else {
                completion(false)
            }
        }
    }
}

struct LandingView: View {
    @EnvironmentObject private var gatekeeper: Gatekeeper
    @State private var showsCode = false

    var body: some View {
        Button("Enter a code") { showsCode = true }
            .sheet(isPresented: $showsCode) {
                CodeEntryView()
            }
            .fullScreenCover(isPresented: $gatekeeper.showsTour) {
                TourView()
            }
    }
}

struct CodeEntryView: View {
    @EnvironmentObject private var gatekeeper: Gatekeeper
    @Environment(\.dismiss) private var dismiss
    @State private var showsHint = false

    var body: some View {
        VStack {
            Button("Check") {
                gatekeeper.enter(code: "1234") { accepted in
                    if accepted {
                        dismiss()
                    } else {
                        showsHint = true
                    }
                }
            }
            // A `var` may change before it is tested: both branches stay.
            Button("Skip") {
                var skipped = false
                if gatekeeper.showsTour { skipped = true }
                if skipped { dismiss() } else { showsHint = true }
            }
        }
        .sheet(isPresented: $showsHint) {
            CodeHintView()
        }
    }
}

struct TourView: View {
    var body: some View { Text("Tour") }
}

struct CodeHintView: View {
    var body: some View { Text("Hint") }
}
