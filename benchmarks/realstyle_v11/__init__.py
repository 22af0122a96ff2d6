"""Set v11: a fresh real-style video set for the video scorer, written from the public API only.

``scenes`` draws what happens on the 768×512 canvas (and what a careful person sees on each
frame), ``looks`` how a generator and a web pipeline deliver it (size, bars, camera, marks,
timing, codec), ``plan`` the ~90 videos' categories and draws, ``labels`` the expected verdicts.
"""
