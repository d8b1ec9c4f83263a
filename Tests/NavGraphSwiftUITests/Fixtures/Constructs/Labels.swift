// swift-format-ignore-file
import SwiftUI

@main
struct LabelsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { LabelsScreen() }
        }
    }
}

struct LabelsScreen: View {
    @State private var show = false
    let count = 3

    var body: some View {
        VStack {
            Button("Plain title") { show = true }
            Button { show = true } label: { Label("From a label", systemImage: "star") }
            Button(action: { show = true }) { Text("From a text") }
            Button { show = true } label: { Image(systemName: "gear") }
            Button("") { show = true }
            Button { show = true } label: { HStack { Text(""); Text("After an empty text") } }
            Button("\(count) new") { show = true }
            NavigationLink(destination: TargetScreen()) {
                HStack(spacing: 8) {
                    Image(systemName: "person")
                    Text("From a row")
                }
            }
        }
        .onAppear { }
        .sheet(isPresented: $show) { TargetScreen() }
    }
}

struct TargetScreen: View { var body: some View { Text("Target") } }
