// UIKit controllers shown as sheets dismiss themselves: a document picker's coordinator through the
// controller UIKit hands its delegate method, a photo picker's coordinator that also holds its view,
// and a camera controller of the app's own from its button's target-action.
import SwiftUI
import UIKit

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { ReceiptsView() }
  }
}

struct ReceiptsView: View {
  @State private var importing = false
  @State private var choosingPhoto = false
  @State private var scanning = false
  @State private var photo: UIImage?

  var body: some View {
    VStack {
      Button("Import") { importing = true }
      Button("Photo") { choosingPhoto = true }
      Button("Scan") { scanning = true }
    }
    .sheet(isPresented: $importing) { ReceiptImporter() }
    .sheet(isPresented: $choosingPhoto) { ReceiptPhotoPicker(photo: $photo) }
    .fullScreenCover(isPresented: $scanning) { ReceiptScanner() }
  }
}

struct ReceiptImporter: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  class Coordinator: NSObject, UIDocumentPickerDelegate {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
      controller.dismiss(animated: true)
    }
  }
}

struct ReceiptPhotoPicker: UIViewControllerRepresentable {
  @Binding var photo: UIImage?

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    let parent: ReceiptPhotoPicker

    init(parent: ReceiptPhotoPicker) { self.parent = parent }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      parent.photo = info[.originalImage] as? UIImage
      picker.dismiss(animated: true)
    }
  }
}

struct ReceiptScanner: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> ScannerController { ScannerController() }

  func updateUIViewController(_ controller: ScannerController, context: Context) {}
}

final class ScannerController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let cancel = UIButton(type: .close)
    cancel.addTarget(self, action: #selector(cancelScan), for: .touchUpInside)
    view.addSubview(cancel)
  }

  @objc private func cancelScan() {
    dismiss(animated: true)
  }
}
