"""The workers' request handling: what a worker does with a request, as plain data in and out.

``stepserver`` answers the light (MicroPython) worker's move requests in
slices; ``match`` plays an AI-against-AI match in slices for the full worker.
The browser plumbing (posting messages, timers) stays in static/.
"""
