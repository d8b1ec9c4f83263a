// swift-format-ignore-file
import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { PierList() }
    }
}

struct PierList: View {
    let piers = ["North", "South"]
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(0..<piers.count) { index in
                    NavigationLink(value: index) { Text(piers[index]) }
                }
                ForEach(piers.indices, id: \.self) { slot in
                    NavigationLink("Slot", value: slot)
                }
            }
            .navigationDestination(for: Int.self) { index in PierDetail(index: index) }
        }
    }
}

struct PierDetail: View {
    let index: Int
    var body: some View { Text("Pier \(index)") }
}
