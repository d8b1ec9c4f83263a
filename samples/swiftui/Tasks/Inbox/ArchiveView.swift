import SwiftUI

/// Bug (unreachable): registered for `Route.archive`, which nothing pushes.
struct ArchiveView: View {
    var body: some View {
        List { Text("Archived tasks") }
            .navigationTitle("Archive")
    }
}
