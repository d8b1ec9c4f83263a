import SwiftUI
import UIKit

// A representable whose coordinator is made with an explicit `.init` and keeps the view under its
// own name: the picker's callbacks clear the presenter's binding, which closes the sheet.
@main
struct ScrapbookApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { ScrapbookPage() } }
  }
}

struct ScrapbookPage: View {
  @State private var picking = false
  var body: some View {
    Button("Add photo") { picking = true }
      .sheet(isPresented: $picking) { ScrapbookPicker(isShown: $picking) }
  }
}

struct ScrapbookPicker: UIViewControllerRepresentable {
  @Binding var isShown: Bool

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  func makeCoordinator() -> ScrapbookPicker.Coordinator {
    Coordinator.init(self)
  }

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var page: ScrapbookPicker
    init(_ page: ScrapbookPicker) { self.page = page }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      page.isShown = false
    }
  }
}
