// A camera picker shown as a sheet dismisses itself from its UIKit coordinator through
// `self.parent`, the view the coordinator holds, and a presentation mode named `mode`.
import SwiftUI
import UIKit

@main
struct HullApp: App {
  var body: some Scene {
    WindowGroup { HullPhotoView() }
  }
}

struct HullPhotoView: View {
  @State private var showCamera = false
  @State private var photo: UIImage?

  var body: some View {
    Button("Photograph hull") { showCamera = true }
      .sheet(isPresented: $showCamera) {
        HullCamera(photo: $photo)
      }
  }
}

struct HullCamera: UIViewControllerRepresentable {
  @Binding var photo: UIImage?
  @Environment(\.presentationMode) var mode

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    let parent: HullCamera

    init(_ parent: HullCamera) { self.parent = parent }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      guard let image = info[.originalImage] as? UIImage else { return }
      self.parent.photo = image
      self.parent.mode.wrappedValue.dismiss()
    }
  }
}
