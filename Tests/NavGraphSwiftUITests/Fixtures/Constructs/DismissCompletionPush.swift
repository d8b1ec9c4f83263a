import SwiftUI
import UIKit

// A UIKit controller shown in a cover, dismissed with a completion that calls the closure the
// presenter gave: once the cover has closed, the presenter pushes the result.
final class ReceiptModel: ObservableObject {
  @Published var path: [String] = []
  @Published var scanning = false
  func scanned(_ text: String) { path.append(text) }
}

@main
struct ReceiptApp: App {
  var body: some Scene {
    WindowGroup { ReceiptHome() }
  }
}

struct ReceiptHome: View {
  @StateObject private var model = ReceiptModel()
  var body: some View {
    NavigationStack(path: $model.path) {
      Button("Scan") { model.scanning = true }
        .navigationDestination(for: String.self) { text in ReceiptDetail(text: text) }
    }
    .fullScreenCover(isPresented: $model.scanning) {
      ReceiptCamera(onScan: model.scanned)
    }
  }
}

struct ReceiptDetail: View {
  let text: String
  var body: some View { Text(text) }
}

struct ReceiptCamera: UIViewControllerRepresentable {
  let onScan: (String) -> Void

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let parent: ReceiptCamera
    init(_ parent: ReceiptCamera) { self.parent = parent }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      picker.dismiss(animated: true) {
        self.parent.onScan("total")
      }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      picker.dismiss(animated: true, completion: nil)
    }
  }
}
