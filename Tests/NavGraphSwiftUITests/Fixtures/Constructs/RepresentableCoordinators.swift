// UIKit views made SwiftUI views, whose coordinators act on the view's closures, bindings and
// dismiss action from their delegate methods (`parent.onBuoyTap(buoy)`, `parent.isPresented =
// false`, `parent.dismiss()`).
import MapKit
import PhotosUI
import SwiftUI
import UIKit

@main
struct BuoyApp: App {
  var body: some Scene {
    WindowGroup { BuoyMapScreen() }
  }
}

struct Buoy: Identifiable {
  let id: Int
  let name: String
}

struct BuoyMapScreen: View {
  @State private var chosen: Buoy?
  @State private var showBuoySheet = false
  @State private var showPhotoPicker = false
  @State private var showScanner = false
  @State private var photo: UIImage?

  var body: some View {
    NavigationStack {
      VStack {
        BuoyMap(
          onBuoyTap: { buoy in
            chosen = buoy
            showBuoySheet = true
          }, showScanner: $showScanner)
        Button("Add photo") { showPhotoPicker = true }
      }
      .sheet(isPresented: $showBuoySheet) { BuoyDetailSheet() }
      .sheet(isPresented: $showPhotoPicker) { PhotoPicker(image: $photo, isPresented: $showPhotoPicker) }
      .fullScreenCover(isPresented: $showScanner) { TagScanner() }
    }
  }
}

struct BuoyDetailSheet: View {
  var body: some View { Text("Buoy") }
}

/// A map whose pins call the creator's closure, and whose callout button writes its binding.
struct BuoyMap: UIViewRepresentable {
  let onBuoyTap: (Buoy) -> Void
  @Binding var showScanner: Bool

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, MKMapViewDelegate {
    var parent: BuoyMap

    init(_ parent: BuoyMap) { self.parent = parent }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
      guard let buoy = view.annotation as? BuoyPin else { return }
      parent.onBuoyTap(buoy.buoy)
    }

    func mapView(
      _ mapView: MKMapView, annotationView view: MKAnnotationView,
      calloutAccessoryControlTapped control: UIControl
    ) {
      parent.showScanner = true
    }

    func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {
      mapView.showsUserLocation = true
    }
  }
}

final class BuoyPin: NSObject, MKAnnotation {
  let buoy: Buoy
  let coordinate = CLLocationCoordinate2D()

  init(buoy: Buoy) { self.buoy = buoy }
}

/// An image picker shown as a sheet: its coordinator closes it through the binding.
struct PhotoPicker: UIViewControllerRepresentable {
  @Binding var image: UIImage?
  @Binding var isPresented: Bool

  func makeUIViewController(context: Context) -> PHPickerViewController {
    let picker = PHPickerViewController(configuration: PHPickerConfiguration())
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}

  func makeCoordinator() -> PickerCoordinator { PickerCoordinator(parent: self) }
}

final class PickerCoordinator: NSObject, PHPickerViewControllerDelegate {
  let parent: PhotoPicker

  init(parent: PhotoPicker) { self.parent = parent }

  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
    parent.isPresented = false
  }
}

/// A scanner shown as a cover: its coordinator dismisses it with the environment's action.
struct TagScanner: UIViewControllerRepresentable {
  @Environment(\.dismiss) private var dismiss

  func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  final class Coordinator: NSObject {
    let parent: TagScanner

    init(parent: TagScanner) { self.parent = parent }

    func scannerDidCancel() {
      parent.dismiss()
    }
  }
}
