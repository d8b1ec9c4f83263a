import SwiftUI
import UIKit

// A share sheet whose UIKit completion closure, stored in the controller its maker makes (no
// coordinator), clears the flag that presents it.
@main
struct TillApp: App {
  var body: some Scene { WindowGroup { TillReceipt() } }
}

struct TillReceipt: View {
  @State private var sharing = false

  var body: some View {
    Button("Share receipt") { sharing = true }
      .sheet(isPresented: $sharing) { TillShare(items: ["Total: 12"], isShown: $sharing) }
  }
}

struct TillShare: UIViewControllerRepresentable {
  let items: [Any]
  @Binding var isShown: Bool

  func makeUIViewController(context: Context) -> UIActivityViewController {
    let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
    controller.completionWithItemsHandler = { _, _, _, _ in
      isShown = false
    }
    return controller
  }

  func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
