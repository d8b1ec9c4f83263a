import SwiftUI
import UIKit

// One picker presented by two forms, each giving its own flag for `isPresented`: the picker's
// `isPresented = false` closes whichever form presented it, once.
@main
struct PhotoApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        AddPhotoView().tabItem { Label("Add", systemImage: "plus") }
        EditPhotoView().tabItem { Label("Edit", systemImage: "pencil") }
      }
    }
  }
}

struct AddPhotoView: View {
  @State private var picking = false
  @State private var image: UIImage?

  var body: some View {
    Button("Pick") { picking = true }
      .sheet(isPresented: $picking) { PickerView(image: $image, isPresented: $picking) }
  }
}

struct EditPhotoView: View {
  @State private var choosing = false
  @State private var photo: UIImage?

  var body: some View {
    Button("Replace") { choosing = true }
      .sheet(isPresented: $choosing) { PickerView(image: $photo, isPresented: $choosing) }
  }
}

struct PickerView: UIViewControllerRepresentable {
  @Binding var image: UIImage?
  @Binding var isPresented: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    let parent: PickerView

    init(_ parent: PickerView) { self.parent = parent }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      if let image = info[.originalImage] as? UIImage {
        parent.image = image
      }
      parent.isPresented = false
    }
  }
}
