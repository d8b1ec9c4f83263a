import SwiftUI
import UIKit

// A representable whose `makeCoordinator()` creates its coordinator by the nested type's full name;
// the coordinator's delegate method clears the flag that presents the picker.
struct LoomPicker: UIViewControllerRepresentable {
  @Binding var shown: Bool

  func makeCoordinator() -> LoomPicker.Coordinator { LoomPicker.Coordinator(owner: self) }

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var parent: LoomPicker
    init(owner: LoomPicker) { parent = owner }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.shown.toggle() }
  }
}

struct LoomProfile: View {
  @State private var picking = false

  var body: some View {
    Button("Photo") { picking = true }
      .sheet(isPresented: $picking) { LoomPicker(shown: $picking) }
  }
}

@main
struct LoomApp: App {
  var body: some Scene { WindowGroup { LoomProfile() } }
}
