// Item-bound modals set to values the reader cannot tell that cannot be nil: a closure's parameter
// of a non-optional type (a map's coordinator calling it, a component's optional closure), a
// `ForEach` row of a collection whose type is not declared, a stored property that is not optional;
// the sheet's own save setting the item again is no link. A value that may be nil (`moorings.first`, a parameter typed `Boat?`) stays reported.
import MapKit
import SwiftUI

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourScreen(flagship: Boat(name: "Skerry")) }
  }
}

struct Mooring: Identifiable {
  let id: Int
}

struct Boat: Identifiable {
  var id: String { name }
  let name: String
}

struct HarbourScreen: View {
  let flagship: Boat
  let berths = HarbourOffice.berths()
  @State private var moorings: [Mooring] = []
  @State private var chosenMooring: Mooring?
  @State private var openedBerth: Berth?
  @State private var inspected: Boat?
  @State private var tagged: Boat?

  var body: some View {
    NavigationStack {
      VStack {
        MooringMap(onPinTap: { mooring in chosenMooring = mooring })
        BoatStrip(onPick: { boat in tagged = boat }, onMaybePick: { boat in inspected = boat })
        ForEach(berths) { berth in
          Button("Berth") { openedBerth = berth }
        }
        Button("Flagship") { inspected = flagship }
        Button("Nearest") { chosenMooring = moorings.first }
      }
      .sheet(item: $chosenMooring) { mooring in
        MooringSheet(mooring: mooring, onSave: { saved in chosenMooring = saved })
      }
      .navigationDestination(item: $openedBerth) { berth in BerthView(berth: berth) }
      .fullScreenCover(item: $inspected) { boat in InspectionView(boat: boat) }
      .popover(item: $tagged) { boat in TagView(boat: boat) }
    }
  }
}

/// A row of boats: a tap gives the creator the boat, or what may be one.
struct BoatStrip: View {
  var onPick: ((Boat) -> Void)?
  let onMaybePick: (Boat?) -> Void

  var body: some View {
    HStack {
      Button("Pick") { onPick?(Boat(name: "Tern")) }
      Button("Maybe") { onMaybePick(nil) }
    }
  }
}

/// A map whose coordinator calls the creator's closure with the pin's mooring.
struct MooringMap: UIViewRepresentable {
  let onPinTap: (Mooring) -> Void

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, MKMapViewDelegate {
    var parent: MooringMap

    init(_ parent: MooringMap) { self.parent = parent }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
      guard let pin = view.annotation as? MooringPin else { return }
      parent.onPinTap(pin.mooring)
    }
  }
}

final class MooringPin: NSObject, MKAnnotation {
  let mooring: Mooring
  let coordinate = CLLocationCoordinate2D()

  init(mooring: Mooring) { self.mooring = mooring }
}

/// A sheet whose save sets the presenter's item again: the same sheet stays, no link.
struct MooringSheet: View {
  let mooring: Mooring
  let onSave: (Mooring) -> Void
  var body: some View { Button("Save") { onSave(mooring) } }
}

struct BerthView: View {
  let berth: Berth
  var body: some View { Text("Berth") }
}

struct InspectionView: View {
  let boat: Boat
  var body: some View { Text(boat.name) }
}

struct TagView: View {
  let boat: Boat
  var body: some View { Text(boat.name) }
}
